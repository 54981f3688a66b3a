%0 = arith.addi %x, %x : i32
