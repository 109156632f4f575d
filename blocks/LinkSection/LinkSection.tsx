import { editableAttributes } from '~/engine/render/editable';
import { uniqueKeys, withDropped } from '~/engine/render/RenderBlocks';
import { defineBlock } from '../_ui/context';
import { Icon } from '../_ui/Icon';
import { SmartLink } from '../_ui/SmartLink';
import { TitledSection } from '../_ui/TitledSection';
import { Whole } from '../_ui/WholeEnd';
import styles from './LinkSection.module.css';

export default defineBlock('LinkSection', function LinkSection({ blok, ctx }) {
  const keys = uniqueKeys(blok.links);
  return (
    <TitledSection blok={blok} title={blok.title} text={blok.text} background={blok.background} size={blok.size} ctx={ctx}>
      {/* An empty list would still be announced as a list by screen readers. */}
      {/* Whole: from three links on they share the row, and links painted before the third arrived moved after. */}
      {blok.links.length > 0 && (
        <Whole>
          <ul className={styles.links} data-layout={blok.layout}>
            {/* Draft content: a card where a link item was left out (its text emptied), as in a list of bloks. */}
            {withDropped(
              blok.links,
              keys,
              ctx,
              blok.links.map((item, i) => (
                <li key={keys[i]} {...editableAttributes(item)}>
                  {item.link ? (
                    <SmartLink link={item.link} className={styles.link} sendStatus={item.sendStatus}>
                      <span>{item.text}</span>
                      <Icon name="arrow-right" size={20} />
                    </SmartLink>
                  ) : (
                    // A link item without a link (meant for a last breadcrumb) still shows its words.
                    <span className={styles.link}>{item.text}</span>
                  )}
                </li>
              )),
              { listItems: true },
            )}
          </ul>
        </Whole>
      )}
    </TitledSection>
  );
});
