import { Carousel, messages } from '@doorloopjes/shared';

export default function NewsCarousel() {
  return <Carousel title={messages.content.news} items={[] as string[]} getKey={(item) => item} renderItem={(item) => item} />;
}
