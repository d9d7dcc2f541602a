/** Federation entry point (platform contract): the nieuws feature's carousel, nothing more. */
export { default } from '../nieuws/components/NewsCarousel';
