// Data and Schema name the generated types (checked by the type check;
// expectTypeOf does nothing at run time).
import { expectTypeOf } from 'vitest';
import type { components } from './schema';
import type { ApiPath, Data, Schema } from './types';

test('Schema is a named data type of the document', () => {
  expectTypeOf<Schema<'notice.Settings'>>().toEqualTypeOf<components['schemas']['notice.Settings']>();
  expectTypeOf<Schema<'repay.Receipt'>['purpose']>().toEqualTypeOf<'due' | 'payoff' | 'extension' | ''>();
  expectTypeOf<Schema<'repay.Receipt'>['kind']>().toEqualTypeOf<'payment' | 'waiver' | 'write-off' | 'correction' | 'reschedule' | 'refund'>();
});

test("Data is a call's envelope data, by its path below /medium and method", () => {
  expectTypeOf<Data<'/v3/repay/payments', 'get'>>().toEqualTypeOf<Schema<'repay.Receipt'>[] | null>();
  expectTypeOf<Data<'/v3/personal-center/sms-settings', 'post'>>().toEqualTypeOf<Schema<'notice.Settings'>>();
  expectTypeOf<Data<'/gopia/goya/define', 'post'>>().toEqualTypeOf<string>();
  expectTypeOf<Data<'/user-problem/save-score', 'post'>>().toEqualTypeOf<Record<string, never>>();
  expectTypeOf<'/v3/site/config'>().toExtend<ApiPath>();
  expectTypeOf<'/medium/v3/site/config'>().not.toExtend<ApiPath>();
});
