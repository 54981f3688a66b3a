%a = "test.a"() : () -> i32
%0 = arith.cmpi foo, %a, %a : i32
