// Index constants are 64-bit.
%0 = index.constant 18446744073709551616
