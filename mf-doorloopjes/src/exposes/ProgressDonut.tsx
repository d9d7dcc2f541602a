/** Federation entry point (platform contract): the widgets feature's component, nothing more. */
export { default } from '../widgets/components/ProgressDonut';
