// Index ops return index.
%a = "test.a"() : () -> index
%0 = "index.mul"(%a, %a) : (index, index) -> i64
