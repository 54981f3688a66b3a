// A random program (ods_tests::gen, seed 73).
module {
  "func.func"() <{function_type = (vector<4xi32>, vector<4xf32>, index) -> (f32), sym_name = "f0"}> ({
  ^bb0(%b0_0: vector<4xi32>, %b0_1: vector<4xf32>, %b0_2: index):
    %v0 = "index.divu"(%b0_2, %b0_2) : (index, index) -> index
    %v1 = "arith.constant"() <{value = -2.500000e+00 : f32}> : () -> f32
    "func.return"(%v1) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<4xi32>, f32, i1) -> (f64, vector<4xf32>), sym_name = "f1"}> ({
  ^bb0(%b0_0: vector<4xi32>, %b0_1: f32, %b0_2: i1):
    %v0 = "ub.poison"() <{value = #ub.poison}> : () -> i1
    %v1 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %v2 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %v3 = "arith.divsi"(%v1, %v2) : (i8, i8) -> i8
    %v4 = "ub.poison"() <{value = #ub.poison}> : () -> i64
    %v5 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %v6 = "arith.divsi"(%v5, %v5) : (i32, i32) -> i32
    %v7 = "arith.constant"() <{value = dense<0.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
    %v8 = "arith.mulf"(%v7, %v7) <{fastmath = #arith.fastmath<ninf>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %v13 = "scf.if"(%b0_2) ({
    "scf.yield"(%v5) : (i32) -> ()
  }, {
    %v9 = "arith.constant"() <{value = 4.200000e+01 : f32}> : () -> f32
    %v10 = "math.atan2"(%b0_1, %v9) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
    %v11 = "arith.constant"() <{value = -2.500000e+00 : f16}> : () -> f16
    %v12 = "math.absf"(%v11) <{fastmath = #arith.fastmath<ninf>}> : (f16) -> f16
    "scf.yield"(%v5) : (i32) -> ()
  }) : (i1) -> (i32)
    %v14 = "arith.constant"() <{value = -1 : index}> : () -> index
    %v15 = "arith.addi"(%v14, %v14) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (index, index) -> index
    %v16 = "arith.constant"() <{value = 4.200000e+01 : f64}> : () -> f64
    "func.return"(%v16, %v7) : (f64, vector<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<4xi32>, f16, i8) -> (i8, vector<4xi32>), sym_name = "f2"}> ({
  ^bb0(%b0_0: vector<4xi32>, %b0_1: f16, %b0_2: i8):
    %v0 = "arith.divui"(%b0_0, %b0_0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %v1 = "arith.constant"() <{value = 4.200000e+01 : f32}> : () -> f32
    %v2 = "arith.cmpf"(%v1, %v1) <{fastmath = #arith.fastmath<ninf>, predicate = 6 : i64}> : (f32, f32) -> i1
    %v3 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %v4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %v5 = "arith.cmpi"(%v3, %v4) <{predicate = 9 : i64}> : (i32, i32) -> i1
    "func.return"(%b0_2, %b0_0) : (i8, vector<4xi32>) -> ()
  }) : () -> ()
}
