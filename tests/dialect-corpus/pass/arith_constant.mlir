// Constants and the names mlir-opt gives their results.
%0 = arith.constant 42 : i32
%1 = arith.constant -1 : i32
%2 = arith.constant 0 : index
%3 = arith.constant 7 : index
%4 = arith.constant true
%5 = arith.constant false
%6 = arith.constant 1.5 : f32
%7 = arith.constant 0x7FC00000 : f32
%8 = arith.constant dense<[1, 2]> : vector<2xi32>
%9 = arith.constant dense<0.0> : tensor<2x3xf64>
%10 = arith.constant 42 : i32
%11 = arith.constant 255 : i8
%12 = arith.constant -128 : i8
%13 = arith.constant 1 : i1
%14 = arith.constant 123456789012345678901234567890 : i128
%15 = arith.constant dense<true> : vector<[4]xi1>
%16 = arith.constant {tag = 1 : i32} 5 : i64
"test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16) : (i32, i32, index, index, i1, i1, f32, f32, vector<2xi32>, tensor<2x3xf64>, i32, i8, i8, i1, i128, vector<[4]xi1>, i64) -> ()
