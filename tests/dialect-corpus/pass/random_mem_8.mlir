// A random program (ods_tests::gen::memory_program, seed 8).
module {
  func.func @m0(%off_0: f32, %buf_1: memref<i32>, %m_2: index, %n_3: index, %n_4: memref<?x?xf32, strided<[1, 2], offset: ?>>, %m_5: index) -> (f32, f32) {
    %ld1 = affine.load %n_4[2, ((-3) * 4) mod 1] : memref<?x?xf32, strided<[1, 2], offset: ?>>
    %c0_2 = arith.constant 0 : index
    %acc3 = arith.muli %c0_2, %n_3 : index
    %cast4 = memref.cast %buf_1 : memref<i32> to memref<i32>
    %idx5 = affine.apply affine_map<()[s0] -> (((0) floordiv 1) + ((s0) - (2)))> ()[%m_2]
    %c1_6 = arith.constant 1 : index
    %tile7 = memref.alloca(%c1_6, %c0_2) {alignment = 64 : i64} : memref<?x?xf32>
    %c0_8 = arith.constant 0 : index
    %c1_9 = arith.constant 1 : index
    %ci10 = arith.constant 42 : i32
    %loop12:2 = scf.for %k11 = %acc3 to %c0_8 step %c1_9 iter_args(%it13 = %ci10, %it14 = %ci10) -> (i32, i32) {
      %c2_15 = arith.constant 2 : index
      %view16 = memref.subview %n_4[0, %c2_15] [%c1_6, %c0_8] [1, 1] : memref<?x?xf32, strided<[1, 2], offset: ?>> to memref<?x?xf32, strided<[1, 2], offset: ?>>
      affine.store %it13, %cast4[] : memref<i32>
      %view17 = memref.subview %tile7[0, %c1_6] [%c1_9, 1] [1, 1] : memref<?x?xf32> to memref<?x1xf32, strided<[?, 1], offset: ?>>
      %cst18 = arith.constant 2.5 : f32
      affine.store %cst18, %n_4[%c0_2, symbol(%m_5)] : memref<?x?xf32, strided<[1, 2], offset: ?>>
      %ci19 = arith.constant -7 : i32
      scf.yield %ci19, %it14 : i32, i32
    }
    return %off_0, %off_0 : f32, f32
  }
  func.func @m1(%x_0: index, %n_1: index, %off_2: index, %off_3: tensor<16xf32>) -> i32 {
    %e1 = tensor.empty(%off_2) : tensor<?xi32>
    %c3_2 = arith.constant 3 : index
    %slice3 = tensor.extract_slice %e1[%c3_2] [%n_1] [1] : tensor<?xi32> to tensor<?xi32>
    %sel4:2 = affine.if affine_set<(d0)[s0] : (((0) - (s0)) floordiv 2 >= 0)>(%off_2)[%off_2] -> (f32, i32) {
      %cst5 = arith.constant 0.0 : f32
      %cst6 = arith.constant 2.5 : f32
      %sum7 = arith.subf %cst5, %cst6 : f32
      %ci8 = arith.constant 42 : i32
      %acc9 = arith.addi %ci8, %ci8 : i32
      %sum10 = arith.subf %sum7, %cst6 : f32
      %buf11 = memref.alloc() {alignment = 64 : i64} : memref<16xi32>
      affine.store %acc9, %buf11[5 * ((symbol(%c3_2)) + (%c3_2))] : memref<16xi32>
      %ci12 = arith.constant 0 : i32
      affine.yield %cst5, %ci12 : f32, i32
    } else {
      %buf13 = memref.alloc() {alignment = 64 : i64} : memref<f32>
      %cst14 = arith.constant 1.0 : f32
      memref.store %cst14, %buf13[] {nontemporal = true} : memref<f32>
      %cast15 = tensor.cast %e1 : tensor<?xi32> to tensor<4xi32>
      %d16 = tensor.dim %slice3, %n_1 : tensor<?xi32>
      %c1_17 = arith.constant 1 : index
      %ci18 = arith.constant 1 : i32
      %loop20 = scf.for %k19 = %n_1 to %off_2 step %c1_17 iter_args(%it21 = %ci18) -> (i32) {
        %c8_22 = arith.constant 8 : index
        %r24:2 = affine.for %i23 = affine_map<()[s0, s1] -> (((s0) + (2)) + ((s0) floordiv 3))>()[%off_2, %n_1] to affine_map<(d0, d1) -> ((1) - (7))>(%off_2, %x_0) step 3 iter_args(%acc25 = %c8_22, %acc26 = %ci18) -> (index, i32) {
          affine.store %cst14, %buf13[] : memref<f32>
          %tile27 = memref.alloca() : memref<4xf32>
          %c0_28 = arith.constant 0 : index
          %elt29 = tensor.extract %slice3[%c0_28] : tensor<?xi32>
          %cst30 = arith.constant 2.5 : f32
          memref.store %cst30, %buf13[] : memref<f32>
          %ci31 = arith.constant 1 : i32
          affine.yield %c8_22, %ci31 : index, i32
        }
        %buf32 = memref.alloc() : memref<16xi32>
        %ld33 = affine.load %buf32[symbol(%c8_22)] : memref<16xi32>
        %sel34 = affine.if affine_set<(d0, d1) : ((d0) + (d0) >= 0, (d0) mod 2 == 0, 0 >= 0)>(%x_0, %n_1) -> index {
          %upd35 = tensor.insert %ci18 into %slice3[%c1_17] : tensor<?xi32>
          %d36 = tensor.dim %upd35, %off_2 : tensor<?xi32>
          %idx37 = affine.apply affine_map<()[s0, s1] -> (s0)> ()[%c1_17, %c3_2]
          %d38 = tensor.dim %off_3, %r24#0 : tensor<16xf32>
          affine.yield %r24#0 : index
        } else {
          affine.yield %d16 : index
        }
        %ci39 = arith.constant 1 : i32
        scf.yield %ci39 : i32
      }
      affine.yield %cst14, %ci18 : f32, i32
    }
    %c4_40 = arith.constant 4 : index
    %tile41 = memref.alloca(%x_0, %c4_40) {alignment = 64 : i64} : memref<?x?xf32>
    %sel42 = affine.if affine_set<(d0) : ((7) * 0 >= 0)>(%n_1) -> f32 {
      %sum43 = arith.subf %sel4#0, %sel4#0 : f32
      affine.yield %sel4#0 : f32
    } else {
      %idx44 = affine.apply affine_map<()[s0, s1] -> (2)> ()[%x_0, %n_1]
      %idx45 = affine.apply affine_map<(d0, d1)[s0, s1] -> (((-3) - (s0)) + (d1))> (%c3_2, %x_0)[%c3_2, %off_2]
      affine.yield %sel4#0 : f32
    }
    %slice46 = tensor.extract_slice %e1[%off_2] [1] [1] : tensor<?xi32> to tensor<1xi32>
    %ins47 = tensor.insert_slice %slice46 into %e1[%off_2] [1] [1] : tensor<1xi32> into tensor<?xi32>
    %idx48 = affine.apply affine_map<(d0, d1)[s0, s1] -> ((2) floordiv s0)> (%off_2, %n_1)[%n_1, %off_2]
    %cast49 = tensor.cast %e1 : tensor<?xi32> to tensor<?xi32>
    %e50 = tensor.empty() : tensor<4x8xf32>
    %c4_51 = arith.constant 4 : index
    %upd52 = tensor.insert %sel42 into %e50[%c4_51, %off_2] : tensor<4x8xf32>
    memref.store %sel42, %tile41[%x_0, %off_2] : memref<?x?xf32>
    return %sel4#1 : i32
  }
  func.func @m2(%t_0: index, %t_1: memref<?x8xi32>, %m_2: f32, %n_3: memref<4xf32, strided<[?], offset: ?>>, %x_4: index, %A_5: index) -> i32 {
    %c4_1 = arith.constant 4 : index
    %ci2 = arith.constant 1 : i32
    memref.store %ci2, %t_1[%x_4, %c4_1] : memref<?x8xi32>
    %c1_3 = arith.constant 1 : index
    %loop5:2 = scf.for %k4 = %x_4 to %t_0 step %c1_3 iter_args(%it6 = %m_2, %it7 = %m_2) -> (f32, f32) {
      %r9:2 = affine.for %i8 = affine_map<(d0, d1)[s0] -> (((d1) - (d0)) ceildiv 1)>(%c1_3, %t_0)[%t_0] to 4 iter_args(%acc10 = %ci2, %acc11 = %ci2) -> (i32, i32) {
        affine.yield %acc11, %ci2 : i32, i32
      }
      %acc12 = arith.subi %c1_3, %A_5 : index
      %cst13 = arith.constant 0.0 : f32
      scf.yield %cst13, %it6 : f32, f32
    }
    %r15 = affine.for %i14 = affine_map<(d0) -> (7)>(%A_5) to %x_4 iter_args(%acc16 = %c1_3) -> (index) {
      affine.yield %x_4 : index
    }
    %sel17:2 = affine.if affine_set<(d0) : ((d0) floordiv 4 >= 0, d0 >= 0, (2 * (d0)) * 2 >= 0)>(%c1_3) -> (i32, index) {
      %c0_18 = arith.constant 0 : index
      %acc19 = arith.subi %t_0, %c0_18 : index
      %c1_20 = arith.constant 1 : index
      scf.for %k21 = %c1_3 to %r15 step %c1_20 {
        %val23 = memref.load %n_3[%k21] {nontemporal = true} : memref<4xf32, strided<[?], offset: ?>>
      }
      %cst24 = arith.constant -4.0e+00 : f32
      %sum25 = arith.addf %cst24, %loop5#1 : f32
      %c16_26 = arith.constant 16 : index
      affine.yield %ci2, %c16_26 : i32, index
    } else {
      %acc27 = arith.subi %x_4, %A_5 : index
      %e28 = tensor.empty() : tensor<f32>
      %upd29 = tensor.insert %m_2 into %e28[] : tensor<f32>
      affine.yield %ci2, %c4_1 : i32, index
    }
    %bnd30 = affine.max affine_map<(d0, d1)[s0] -> (((d1) - (-3)) + (2 * (d1)))> (%x_4, %c1_3)[%sel17#1]
    affine.for %i31 = %bnd30 to min affine_map<(d0)[s0] -> (5 * (7), (d0) floordiv 3)>(%bnd30)[%c1_3] step 16 {
      %ci33 = arith.constant 42 : i32
      %acc34 = arith.subi %ci2, %ci33 : i32
      %c1_35 = arith.constant 1 : index
      %loop37:2 = scf.for %k36 = %t_0 to %A_5 step %c1_35 iter_args(%it38 = %loop5#1, %it39 = %i31) -> (f32, index) {
        %cast40 = memref.cast %t_1 : memref<?x8xi32> to memref<?x?xi32>
        %e41 = tensor.empty(%c4_1) : tensor<?xf32>
        %elt42 = tensor.extract %e41[%t_0] : tensor<?xf32>
        %ld43 = affine.load %n_3[((%A_5) - (%A_5)) ceildiv 1] : memref<4xf32, strided<[?], offset: ?>>
        %c4_44 = arith.constant 4 : index
        scf.yield %ld43, %c4_44 : f32, index
      }
      %ld45 = affine.load %t_1[-((2) * 0), ((symbol(%c1_35)) - (1)) * 2] : memref<?x8xi32>
    }
    %ld46 = affine.load %n_3[%x_4] : memref<4xf32, strided<[?], offset: ?>>
    %acc47 = arith.subi %sel17#0, %ci2 : i32
    %c2_48 = arith.constant 2 : index
    %buf49 = memref.alloc(%c2_48, %t_0) : memref<?x?xi32>
    memref.dealloc %buf49 : memref<?x?xi32>
    %ld50 = affine.load %n_3[symbol(%c4_1)] : memref<4xf32, strided<[?], offset: ?>>
    %e51 = tensor.empty(%r15, %c2_48) : tensor<?x?xi32>
    %slice52 = tensor.extract_slice %e51[%c1_3, 0] [1, 1] [1, %sel17#1] : tensor<?x?xi32> to tensor<1x1xi32>
    return %acc47 : i32
  }
}
