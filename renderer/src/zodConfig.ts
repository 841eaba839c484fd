import { z } from 'zod';

// The page's policy forbids eval. zod would probe for it with `new Function` on its first object
// schema, and browsers report each refused probe as a policy violation; it is told up front instead.
z.config({ jitless: true });
