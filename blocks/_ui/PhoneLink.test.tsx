import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { PhoneLink } from './PhoneLink';

test('a number with words around it dials the number; one spelt in letters shows as text, not as a link that dials nothing', () => {
  expect(renderToStaticMarkup(<PhoneLink phone="010-000 00 00 (växel)" label="Ring oss på" callingCode="46" />)).toContain(
    'href="tel:+46100000000" aria-label="Ring oss på 010-000 00 00 (växel)"',
  );
  const spelt = renderToStaticMarkup(<PhoneLink phone="0771-KREDIT" label="Ring oss på" callingCode="46" />);
  expect(spelt).not.toContain('<a');
  expect(spelt).toContain('0771-KREDIT');
});
