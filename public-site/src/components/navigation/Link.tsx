'use client';
import Link from 'next/link';

// Server components may pass a client component, but not a plain function, as MUI's `component`
// prop (Next 16): this module makes next/link a client reference.
export default Link;
