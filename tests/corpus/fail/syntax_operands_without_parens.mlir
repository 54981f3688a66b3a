// A generic operation's operand list must be parenthesized, even when non-empty.
%0 = "foo.a"() : () -> i32
%1 = "foo.b" %0 : (i32) -> i32
