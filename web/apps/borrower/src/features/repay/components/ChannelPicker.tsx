// The Payment Method button and its picker: the
// channels with logo, name and a check mark on the chosen one. The page
// preselects the open code's channel, so that Payment reuses that code
// rather than replacing it, else the first.
import { useState } from 'react';
import { CheckList } from 'antd-mobile';
import { Popup } from '../../../components/overlays';
import { t } from '../../../i18n/i18n';
import type { Channel } from '../api/types';
import { Chevron } from '../../../components/Chevron';

/**
 * initialChannel is the channel a page's picker starts on: the open code's
 * (defDetail.channelNumber) when it is one of the channels, else the first.
 */
export function initialChannel(channels: Channel[], openCodeChannel?: string): string | undefined {
  if (openCodeChannel && channels.some((c) => c.channel_number === openCodeChannel)) return openCodeChannel;
  return channels[0]?.channel_number;
}

export interface ChannelPickerProps {
  channels: Channel[];
  value: string | undefined;
  onChange(channelNumber: string): void;
  /** Drawn inside another card (the pay-off option) rather than as a card of its own. */
  embedded?: boolean;
}

export function ChannelPicker({ channels, value, onChange, embedded }: ChannelPickerProps) {
  const [open, setOpen] = useState(false);
  const chosen = channels.find((c) => c.channel_number === value);
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" className={embedded ? 'pay-method is-embedded' : 'card pay-method'} disabled={channels.length === 0} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <span className="pay-method-label">{t('repayPaymentMethod')}</span>
        <span className="pay-method-chosen">
          {chosen ? (
            <>
              <img src={chosen.logo} alt="" width={24} height={24} />
              <span>{chosen.name}</span>
            </>
          ) : (
            <span className="muted">{t('repayNoMethod')}</span>
          )}
        </span>
        {channels.length > 0 && <Chevron right />}
      </button>
      <Popup visible={open} onMaskClick={close} onClose={close} destroyOnClose bodyClassName="pay-method-popup">
        <div role="dialog" aria-label={t('repayChooseMethod')}>
          <h2 className="pay-method-title">{t('repayChooseMethod')}</h2>
          <CheckList
            value={value ? [value] : []}
            onChange={(v) => {
              const next = v[0];
              if (next !== undefined) onChange(String(next));
              close();
            }}
          >
            {channels.map((c) => (
              <CheckList.Item key={c.channel_number} value={c.channel_number} prefix={<img src={c.logo} alt="" width={32} height={32} />}>
                {c.name}
              </CheckList.Item>
            ))}
          </CheckList>
        </div>
      </Popup>
    </>
  );
}
