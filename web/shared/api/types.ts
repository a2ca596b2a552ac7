// Names for the generated API types (schema.ts, made by `make api-types`
// from the API document). An api file names its call's data with them,
// e.g. `export type SmsSettings = Schema<'notice.Settings'>`, so no call's
// types are copied by hand and a change to a Go data struct shows up here
// (the type check finds what it breaks).
import type { components, paths } from './schema';

/** Schemas are the API document's named data types: "<Go package>.<Go type>". */
export type Schemas = components['schemas'];

/** Schema is one named data type: Schema<'notice.Settings'> is notice.Settings in Go. */
export type Schema<Name extends keyof Schemas> = Schemas[Name];

type BelowMedium<K> = K extends `/medium${infer P}` ? P : never;

/** ApiPath is a call's path below /medium, as the api client takes it. */
export type ApiPath = BelowMedium<keyof paths>;

type Operation<P extends ApiPath, M extends 'get' | 'post'> = paths[`/medium${P}` & keyof paths][M];

/**
 * Data is a call's envelope data as the document declares it, for a call
 * whose data is not one named type (a list, a string, nothing):
 * Data<'/v3/repay/payments', 'get'> is repay.Receipt[] | null.
 */
export type Data<P extends ApiPath, M extends 'get' | 'post'> =
  Operation<P, M> extends { responses: { 200: { content: { 'application/json': { data: infer D } } } } } ? D : never;
