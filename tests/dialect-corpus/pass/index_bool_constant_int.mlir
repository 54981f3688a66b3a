// Bool constants may be written as the integers 1 and 0.
%0 = index.bool.constant 1
%1 = index.bool.constant 0
