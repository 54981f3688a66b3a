%0 = "arith.constant"() <{value = "str" : i32}> : () -> i32
