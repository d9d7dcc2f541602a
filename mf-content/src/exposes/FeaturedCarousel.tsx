import { Carousel, messages } from '@doorloopjes/shared';

export default function FeaturedCarousel() {
  return <Carousel title={messages.content.featured} items={[] as string[]} getKey={(item) => item} renderItem={(item) => item} />;
}
