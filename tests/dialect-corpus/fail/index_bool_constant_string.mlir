// index.bool.constant takes a bool, not a string.
%0 = index.bool.constant "true"
