%0 = arith.constant 3 : si32
