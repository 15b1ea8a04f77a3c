import { defineElement, type ElementOf } from './define';
import { SampleCard, type SampleCardProps } from './sample/SampleCard';

/**
 * The element factory's reference element, used by its tests and stories; not part of the kit's
 * element index.
 *
 * @summary A card with a heading, a press counter and two buttons.
 * @attr heading - The card's title.
 * @attr count - Presses counted before the first one here (a number).
 * @attr api-base - The API server of the page (shared by every element).
 * @event lib-sample-greet - "Say hello" was pressed; `detail.count` is the number of presses.
 * @event lib-navigate - "Browse books" asks for `/books`; cancel it to route yourself.
 * @csspart card - The card.
 * @csspart button - The "Say hello" button.
 * @csspart link - The "Browse books" button.
 * @cssproperty --lib-color-primary - Button colour.
 * @cssproperty --lib-color-surface - Card background.
 */
export const LibSampleCard = defineElement('lib-sample-card', SampleCard, {
  attributes: { heading: 'string', count: 'number' },
  events: ['lib-sample-greet', 'lib-navigate'],
});

declare global {
  interface HTMLElementTagNameMap {
    'lib-sample-card': ElementOf<SampleCardProps>;
  }
}
