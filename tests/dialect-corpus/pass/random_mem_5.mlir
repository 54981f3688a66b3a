// A random program (ods_tests::gen::memory_program, seed 5).
module {
  func.func @m0(%buf_0: index, %A_1: i32, %m_2: tensor<4xf32>, %A_3: memref<?xi32>, %m_4: memref<?x8xf32>, %t_5: index) -> (tensor<4xf32>, i32) {
    %c3_1 = arith.constant 3 : index
    %c1_2 = arith.constant 1 : index
    %cst3 = arith.constant 1.0 : f32
    %loop5 = scf.for %k4 = %t_5 to %c3_1 step %c1_2 iter_args(%it6 = %cst3) -> (f32) {
      %r8:2 = affine.for %i7 = %t_5 to min affine_map<(d0, d1)[s0] -> (d0, d0)>(%t_5, %c1_2)[%buf_0] iter_args(%acc9 = %A_1, %acc10 = %it6) -> (i32, f32) {
        %bnd11 = affine.max affine_map<() -> (1, -(1))> ()
        %idx12 = affine.apply affine_map<()[s0] -> ((2) ceildiv 1)> ()[%c3_1]
        affine.yield %A_1, %cst3 : i32, f32
      }
      %cst13 = arith.constant 0.0 : f32
      scf.yield %cst13 : f32
    }
    %c2_14 = arith.constant 2 : index
    %val15 = memref.load %A_3[%c2_14] : memref<?xi32>
    %c4_16 = arith.constant 4 : index
    %view17 = memref.subview %A_3[%c1_2] [%c4_16] [1] : memref<?xi32> to memref<?xi32, strided<[1], offset: ?>>
    %cast18 = tensor.cast %m_2 : tensor<4xf32> to tensor<4xf32>
    %sel19:2 = affine.if affine_set<(d0) : (d0 >= 0)>(%c4_16) -> (i32, index) {
      %d20 = memref.dim %m_4, %c2_14 : memref<?x8xf32>
      %bnd21 = affine.max affine_map<(d0, d1)[s0] -> (s0)> (%c3_1, %c1_2)[%c2_14]
      %d22 = tensor.dim %cast18, %c2_14 : tensor<4xf32>
      %val23 = memref.load %view17[%d20] : memref<?xi32, strided<[1], offset: ?>>
      affine.yield %A_1, %c1_2 : i32, index
    } else {
      %bnd24 = affine.min affine_map<() -> (0, (1) floordiv 2)> ()
      %ci25 = arith.constant 1 : i32
      affine.yield %ci25, %buf_0 : i32, index
    }
    affine.store %A_1, %view17[(-3) + ((%c4_16) floordiv 4)] : memref<?xi32, strided<[1], offset: ?>>
    %sum26 = arith.mulf %loop5, %loop5 : f32
    %c2_27 = arith.constant 2 : index
    %c1_28 = arith.constant 1 : index
    %cst29 = arith.constant -4.0e+00 : f32
    %loop31 = scf.for %k30 = %c2_27 to %sel19#1 step %c1_28 iter_args(%it32 = %cst29) -> (f32) {
      affine.for %i33 = affine_map<()[s0] -> ((2 * (s0)) + ((1) + (s0)))>()[%c3_1] to %sel19#1 {
        affine.for %i35 = max affine_map<(d0)[s0] -> (s0, s0)>(%i33)[%sel19#1] to 4 {
          %ci37 = arith.constant 1 : i32
          %acc38 = arith.addi %ci37, %sel19#0 : i32
          %sum39 = arith.addf %cst3, %loop5 : f32
          %val40 = memref.load %A_3[%c2_27] {nontemporal = true} : memref<?xi32>
          %sum41 = arith.mulf %sum26, %sum39 : f32
          affine.yield
        }
        %c1_42 = arith.constant 1 : index
        %c1_43 = arith.constant 1 : index
        scf.for %k44 = %c1_42 to %sel19#1 step %c1_43 {
          %tile46 = memref.alloca() : memref<4xf32>
          %val47 = memref.load %A_3[%i33] : memref<?xi32>
        }
        %r49 = affine.for %i48 = affine_map<(d0) -> ((2) + ((d0) + (d0)))>(%c4_16) to -2 iter_args(%acc50 = %val15) -> (i32) {
          %upd51 = tensor.insert %it32 into %m_2[%k30] : tensor<4xf32>
          %c1_52 = arith.constant 1 : index
          %c4_53 = arith.constant 4 : index
          %cst54 = arith.constant 1.0 : f32
          memref.store %cst54, %m_4[%c1_52, %c4_53] {nontemporal = true} : memref<?x8xf32>
          affine.yield %val15 : i32
        }
      }
      scf.yield %cst29 : f32
    }
    %r56 = affine.for %i55 = %t_5 to %c2_14 iter_args(%acc57 = %loop5) -> (f32) {
      %c0_58 = arith.constant 0 : index
      %e59 = tensor.empty(%c0_58) : tensor<?xf32>
      %upd60 = tensor.insert %cst29 into %e59[%c1_28] : tensor<?xf32>
      %elt61 = tensor.extract %e59[%i55] : tensor<?xf32>
      %slice62 = tensor.extract_slice %e59[0] [1] [1] : tensor<?xf32> to tensor<f32>
      %view63 = memref.subview %A_3[0] [1] [1] : memref<?xi32> to memref<1xi32, strided<[1]>>
      affine.yield %loop5 : f32
    }
    %upd64 = tensor.insert %sum26 into %m_2[%sel19#1] : tensor<4xf32>
    affine.store %cst3, %m_4[(0) + (%c1_28), symbol(%c3_1)] : memref<?x8xf32>
    %tile65 = memref.alloca() : memref<f32>
    memref.store %r56, %tile65[] : memref<f32>
    %e66 = tensor.empty() : tensor<4xf32>
    return %e66, %A_1 : tensor<4xf32>, i32
  }
  func.func @m1(%n_0: index, %n_1: tensor<2x3x4xf32>, %t_2: tensor<?x?xi32>) -> (f32, i32) {
    %ci1 = arith.constant 0 : i32
    %acc2 = arith.addi %ci1, %ci1 : i32
    %d3 = tensor.dim %t_2, %n_0 : tensor<?x?xi32>
    %c2_4 = arith.constant 2 : index
    %c1_5 = arith.constant 1 : index
    %cst6 = arith.constant 1.0 : f32
    %cst7 = arith.constant -4.0e+00 : f32
    %loop9:2 = scf.for %k8 = %c2_4 to %d3 step %c1_5 iter_args(%it10 = %cst6, %it11 = %cst7) -> (f32, f32) {
      %ci12 = arith.constant 1 : i32
      %acc13 = arith.muli %ci12, %ci12 : i32
      %tile14 = memref.alloca(%k8, %d3) : memref<?x?xf32>
      affine.store %cst7, %tile14[%n_0, -2 * (symbol(%d3))] : memref<?x?xf32>
      %c2_15 = arith.constant 2 : index
      %view16 = memref.subview %tile14[0, %c2_15] [%n_0, 1] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[?], offset: ?>>
      %cst17 = arith.constant 2.5 : f32
      scf.yield %cst17, %it11 : f32, f32
    }
    %e18 = tensor.empty() : tensor<2x3x4xi32>
    %c0_19 = arith.constant 0 : index
    %upd20 = tensor.insert %acc2 into %e18[%c2_4, %c1_5, %c0_19] : tensor<2x3x4xi32>
    %c1_21 = arith.constant 1 : index
    %loop23 = scf.for %k22 = %d3 to %d3 step %c1_21 iter_args(%it24 = %ci1) -> (i32) {
      scf.yield %it24 : i32
    }
    %idx25 = affine.apply affine_map<() -> (-3)> ()
    %buf26 = memref.alloc() : memref<2x3x4xf32>
    %ld27 = affine.load %buf26[(-(7)) mod 1, symbol(%idx25), (2 * (symbol(%c2_4))) + (symbol(%c2_4))] : memref<2x3x4xf32>
    %cst28 = arith.constant 0.0 : f32
    return %cst28, %ci1 : f32, i32
  }
  func.func @m2(%m_0: memref<i32>, %x_1: index, %n_2: f32) {
    %ci1 = arith.constant 1 : i32
    %acc2 = arith.subi %ci1, %ci1 : i32
    %acc3 = arith.muli %ci1, %acc2 : i32
    %cast4 = memref.cast %m_0 : memref<i32> to memref<i32>
    %buf5 = memref.alloc(%x_1) : memref<?xi32>
    affine.store %acc3, %buf5[((2) * 0) ceildiv 1] : memref<?xi32>
    %c1_6 = arith.constant 1 : index
    %e7 = tensor.empty(%c1_6) : tensor<?xf32>
    %elt8 = tensor.extract %e7[%c1_6] : tensor<?xf32>
    %val9 = memref.load %m_0[] : memref<i32>
    %val10 = memref.load %m_0[] {nontemporal = true} : memref<i32>
    %d11 = tensor.dim %e7, %x_1 : tensor<?xf32>
    return
  }
}
