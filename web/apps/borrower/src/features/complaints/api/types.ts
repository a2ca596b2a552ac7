// The complaint calls' answers: the API
// document's types (complaint.* in Go; src/api/schema.ts).
import type { Schema } from '../../../../../../shared/api/types';

/** Option is a problem type or sub-type: its title and value. */
export type Option = Schema<'complaint.Option'>;

/** OrderLine is one title and value row of the selected order's card. */
export type OrderLine = Schema<'complaint.Line'>;

/**
 * ComplaintOrder is an order a complaint may be about; list is only on the
 * selected one. isShow is 1 when the order was disbursed, so it can have
 * had collection.
 */
export type ComplaintOrder = Schema<'complaint.OrderCard'>;

/** ProblemInit is the complaint home; problemSonType holds the sub-types of type 1. */
export type ProblemInit = Schema<'complaint.Home'>;

export type ProblemItem = Schema<'complaint.Item'>;

export type ProblemTab = Schema<'complaint.Tab'>;

export type ProblemList = Schema<'complaint.Tabs'>;

/**
 * ProblemDetail is one complaint and its reply: status 1 processing, 2
 * processed; dueDate the 3-weekday promise; isNeedScore non-zero once
 * replied and not yet scored.
 */
export type ProblemDetail = Schema<'complaint.Detail'>;

/** Saved is problem-save's answer. */
export type Saved = Schema<'complaint.Saved'>;

/** Uploaded is upload-problem-img's answer: the photo's url. */
export type Uploaded = Schema<'complaint.Uploaded'>;

/** COLLECTION_TYPE is the problem type with sub-types, allowed only on a disbursed order. */
export const COLLECTION_TYPE = 1;
/** MAX_DETAIL is the most characters (code points) a description may have. */
export const MAX_DETAIL = 200;
/** MAX_IMAGES is the most evidence photos a complaint may carry. */
export const MAX_IMAGES = 9;
