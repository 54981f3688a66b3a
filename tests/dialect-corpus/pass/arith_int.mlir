// Integer arith ops in custom form: every binary op, overflow flags, exact, extended ops,
// scalars, index, vectors and tensors.
%a, %b, %i, %j = "test.args"() : () -> (i32, i32, index, index)
%v, %t = "test.shaped"() : () -> (vector<4xi8>, tensor<2x?xi64>)
%0 = arith.addi %a, %b : i32
%1 = arith.addi %a, %b overflow<nsw> : i32
%2 = arith.addi %a, %b overflow<nuw> : i32
%3 = arith.addi %a, %b overflow<nsw, nuw> : i32
%4 = arith.addi %a, %b overflow<none> : i32
%5 = arith.subi %i, %j overflow<nsw> : index
%6 = arith.muli %v, %v overflow<nuw, nsw> : vector<4xi8>
%7 = arith.shli %t, %t overflow<nsw> {tag = "x"} : tensor<2x?xi64>
%8 = arith.divui %a, %b : i32
%9 = arith.divui %a, %b exact : i32
%10 = arith.divsi %i, %j exact : index
%11 = arith.shrui %a, %b exact : i32
%12 = arith.shrsi %v, %v : vector<4xi8>
%13 = arith.ceildivui %a, %b : i32
%14 = arith.ceildivsi %a, %b : i32
%15 = arith.floordivsi %i, %j : index
%16 = arith.remui %a, %b : i32
%17 = arith.remsi %t, %t : tensor<2x?xi64>
%18 = arith.andi %a, %b : i32
%19 = arith.ori %a, %b : i32
%20 = arith.xori %v, %v : vector<4xi8>
%21 = arith.maxsi %a, %b : i32
%22 = arith.maxui %a, %b : i32
%23 = arith.minsi %i, %j : index
%24 = arith.minui %a, %b {a = 1, b} : i32
%sum, %overflow = arith.addui_extended %a, %b : i32, i1
%25:2 = arith.addui_extended %v, %v : vector<4xi8>, vector<4xi1>
%low, %high = arith.mulsi_extended %a, %b : i32
%26:2 = arith.mului_extended %t, %t : tensor<2x?xi64>
"test.use"(%sum, %overflow, %low, %high, %25#1, %26#0) : (i32, i1, i32, i32, vector<4xi1>, tensor<2x?xi64>) -> ()
