// The stylesheet (ui.css) is imported by every app entry (`@doorloopjes/shared/ui.css`): app code uses
// its dl-* classes too, and this barrel stays free of side effects so a chunk gets only what it uses.

export { AlertWithRetry, type AlertWithRetryProps } from './AlertWithRetry';
export { BlocksRenderer, blocksToPlainText } from './BlocksRenderer';
export { downloadBlob } from './downloadBlob';
export { Carousel, wrapIndex, type CarouselProps } from './Carousel';
export { focusableWithin } from './focusable';
export { Modal, MODAL_FADE_IN_DELAY_MS, type ModalProps } from './Modal';
export { safeHref } from './safeUrl';
export { Skeleton, type SkeletonProps } from './Skeleton';
export { Picture, type PictureProps } from './Picture';
