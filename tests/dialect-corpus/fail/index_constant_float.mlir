// Index constants are integers.
%0 = index.constant 1.5
