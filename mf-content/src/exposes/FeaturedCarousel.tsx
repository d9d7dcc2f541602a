/** Federation entry point (platform contract): the featured feature's carousel, nothing more. */
export { default } from '../featured/components/FeaturedCarousel';
