// A random program (ods_tests::gen::memory_program, seed 9).
module {
  func.func @m0(%buf_0: tensor<2x3x4xf32>, %buf_1: f32) {
    %c1_1 = arith.constant 1 : index
    %slice2 = tensor.extract_slice %buf_0[0, 0, 2] [%c1_1, 3, 2] [1, 1, 1] : tensor<2x3x4xf32> to tensor<?x3x2xf32>
    %bnd3 = affine.max affine_map<(d0, d1)[s0, s1] -> ((-2 * (d1)) - ((d0) mod 4))> (%c1_1, %c1_1)[%c1_1, %c1_1]
    return
  }
  func.func @m1(%n_0: tensor<?xi32>, %A_1: index) -> f32 {
    %buf1 = memref.alloc(%A_1) : memref<?x8xf32>
    %cst2 = arith.constant 1.0 : f32
    %ci3 = arith.constant 1 : i32
    %r5:2 = affine.for %i4 = %A_1 to affine_map<()[s0] -> (2)>()[%A_1] iter_args(%acc6 = %cst2, %acc7 = %ci3) -> (f32, i32) {
      affine.store %acc6, %buf1[%A_1, ((%i4) - (1)) - ((%A_1) floordiv 2)] : memref<?x8xf32>
      %slice8 = tensor.extract_slice %n_0[0] [1] [1] : tensor<?xi32> to tensor<1xi32>
      %r10 = affine.for %i9 = %A_1 to -2 step 3 iter_args(%acc11 = %i4) -> (index) {
        %ci12 = arith.constant -7 : i32
        %r14 = affine.for %i13 = %A_1 to affine_map<(d0)[s0, s1] -> (((s0) + (d0)) mod 1)>(%A_1)[%A_1, %A_1] iter_args(%acc15 = %ci12) -> (i32) {
          %idx16 = affine.apply affine_map<(d0, d1)[s0, s1] -> ((s0) + ((s0) * 3))> (%i13, %i4)[%A_1, %A_1]
          affine.store %cst2, %buf1[2 * (%i13), %A_1] : memref<?x8xf32>
          %tile17 = memref.alloca() : memref<f32>
          %ci18 = arith.constant 0 : i32
          affine.yield %ci18 : i32
        }
        %cst19 = arith.constant -4.0e+00 : f32
        affine.store %cst19, %buf1[((%A_1) - (symbol(%A_1))) + (%i9), (2) - ((%i9) mod 5)] : memref<?x8xf32>
        %c1_20 = arith.constant 1 : index
        affine.yield %c1_20 : index
      }
      affine.yield %acc6, %acc7 : f32, i32
    }
    %c1_21 = arith.constant 1 : index
    %cst22 = arith.constant -4.0e+00 : f32
    %loop24:2 = scf.for %k23 = %A_1 to %A_1 step %c1_21 iter_args(%it25 = %r5#0, %it26 = %cst22) -> (f32, f32) {
      affine.for %i27 = 4 to affine_map<()[s0] -> (s0)>()[%c1_21] {
        %ci29 = arith.constant 0 : i32
        %acc30 = arith.subi %r5#1, %ci29 : i32
      }
      %bnd31 = affine.min affine_map<(d0, d1)[s0, s1] -> ((1) + (s1))> (%c1_21, %A_1)[%c1_21, %c1_21]
      %c4_32 = arith.constant 4 : index
      %upd33 = tensor.insert %r5#1 into %n_0[%c4_32] : tensor<?xi32>
      scf.yield %it25, %r5#0 : f32, f32
    }
    %buf34 = memref.alloc(%A_1) : memref<?xi32>
    %c2_35 = arith.constant 2 : index
    %c1_36 = arith.constant 1 : index
    scf.for %k37 = %A_1 to %c2_35 step %c1_36 {
      %cst39 = arith.constant 2.5 : f32
      %sum40 = arith.addf %cst39, %loop24#0 : f32
      %c0_41 = arith.constant 0 : index
      %slice42 = tensor.extract_slice %n_0[%k37] [%c0_41] [1] : tensor<?xi32> to tensor<?xi32>
      %ins43 = tensor.insert_slice %slice42 into %n_0[%k37] [%c0_41] [1] : tensor<?xi32> into tensor<?xi32>
      %c8_44 = arith.constant 8 : index
      %elt45 = tensor.extract %ins43[%c8_44] : tensor<?xi32>
      %cst46 = arith.constant 0.0 : f32
      affine.store %cst46, %buf1[(%c1_36) mod 1, symbol(%c1_21)] : memref<?x8xf32>
    }
    %view47 = memref.subview %buf1[%c1_21, 0] [1, 3] [1, 2] : memref<?x8xf32> to memref<3xf32, strided<[2], offset: ?>>
    %buf48 = memref.alloc() {alignment = 64 : i64} : memref<f32>
    return %cst22 : f32
  }
  func.func @m2(%m_0: memref<16xf32, strided<[1], offset: ?>>, %n_1: f32, %m_2: memref<?x8xf32>, %off_3: f32, %t_4: index) -> (f32, i32) {
    %c0_1 = arith.constant 0 : index
    %val2 = memref.load %m_2[%t_4, %c0_1] : memref<?x8xf32>
    %cst3 = arith.constant 1.0 : f32
    %sum4 = arith.subf %cst3, %cst3 : f32
    %c16_5 = arith.constant 16 : index
    %acc6 = arith.muli %t_4, %c16_5 : index
    %cst7 = arith.constant 1.0 : f32
    %ci8 = arith.constant 0 : i32
    return %cst7, %ci8 : f32, i32
  }
}
