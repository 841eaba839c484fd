import { action, type Story } from '@ladle/react';
import { ConsentDialog } from './ConsentDialog';

/** The first-launch sound question. */
export const FirstLaunch: Story = () => <ConsentDialog open onAnswer={action('answer')} />;

export default { title: 'UI / Consent dialog' };
