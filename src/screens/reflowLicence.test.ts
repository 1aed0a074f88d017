import { describe, expect, it } from 'vitest';
import { reflowLicence } from './reflowLicence.ts';

describe('reflowLicence', () => {
  it('joins the lines of a paragraph and keeps the paragraphs apart', () => {
    const mit = 'Permission is hereby granted, free of charge, to any person obtaining a copy\nof this software and associated documentation files (the “Software”), to deal\nin the Software.\n\nThe above copyright notice shall be included in\nall copies.';
    expect(reflowLicence(mit)).toBe('Permission is hereby granted, free of charge, to any person obtaining a copy of this software and associated documentation files (the “Software”), to deal in the Software.\n\nThe above copyright notice shall be included in all copies.');
  });

  it('keeps an indented line, a list item and a blank line with spaces on their own', () => {
    const apache = 'You may obtain a copy of the License at\n\n    http://www.apache.org/licenses/LICENSE-2.0\n  \nUnless required by applicable law\nor agreed to in writing:\n1. first\n2. second\n- a point\n(a) a clause';
    expect(reflowLicence(apache)).toBe('You may obtain a copy of the License at\n\n    http://www.apache.org/licenses/LICENSE-2.0\n\nUnless required by applicable law or agreed to in writing:\n1. first\n2. second\n- a point\n(a) a clause');
  });

  it('reads Windows line ends as line ends, and keeps copyright lines, underlines and code fences apart', () => {
    const systemjs = 'MIT License\r\n-----------\r\n\r\nCopyright (C) 2013-2022 Guy Bedford\r\nCopyright (C) 2014 someone else\r\n\r\nPermission is hereby granted\r\nto any person.\r\n';
    expect(reflowLicence(systemjs)).toBe('MIT License\n-----------\n\nCopyright (C) 2013-2022 Guy Bedford\nCopyright (C) 2014 someone else\n\nPermission is hereby granted to any person.');
    expect(reflowLicence('```\nSome code\nmore code\n```')).toBe('```\nSome code more code\n```');
  });

  it('leaves a one-line text as it is', () => {
    expect(reflowLicence('MIT')).toBe('MIT');
  });
});
