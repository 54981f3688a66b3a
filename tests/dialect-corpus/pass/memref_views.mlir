// memref.view, memref.reinterpret_cast (static, dynamic and scalable-bracket entries,
// negative strides, unranked sources), memref.dma_wait and memref.prefetch.
func.func @views(%m: memref<2048xi8>, %n: index, %u: memref<*xf32>, %s: memref<?x?xf32>, %t: memref<4x4xi32>, %i: index) {
  %v = memref.view %m[%n][] : memref<2048xi8> to memref<64x4xf32>
  %v2 = memref.view %m[%n][%n, %n] {tag} : memref<2048xi8> to memref<?x?xf32>
  %v3 = memref.view %m[%i][] : memref<2048xi8> to memref<f64>
  %r = memref.reinterpret_cast %u to offset: [0], sizes: [10, 10], strides: [10, 1] : memref<*xf32> to memref<10x10xf32>
  %r2 = memref.reinterpret_cast %s to offset: [%n], sizes: [%n, 4], strides: [%n, 1] {tag} : memref<?x?xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  %r3 = memref.reinterpret_cast %s to offset:[3], sizes:[5], strides:[-2] : memref<?x?xf32> to memref<5xf32, strided<[-2], offset: 3>>
  %r4 = memref.reinterpret_cast %u to offset: [%n], sizes: [], strides: [] : memref<*xf32> to memref<f32, strided<[], offset: ?>>
  %r6 = memref.reinterpret_cast %u to offset: [0], sizes: [[5]], strides: [1] : memref<*xf32> to memref<5xf32>
  %r5 = memref.reinterpret_cast %u to offset: [0], sizes: [%n, %i, 7], strides: [%i, %n, 1] : memref<*xf32> to memref<?x?x7xf32, strided<[?, ?, 1]>>
  memref.dma_wait %t[%i, %i], %n : memref<4x4xi32>
  memref.dma_wait %t[%n, %i], %i {tag} : memref<4x4xi32>
  memref.prefetch %t[%i, %i], read, locality<3>, data : memref<4x4xi32>
  memref.prefetch %t[%i, %i], write, locality<0>, instr : memref<4x4xi32>
  "memref.prefetch"(%t, %i, %n) <{isDataCache = true, isWrite = true, localityHint = 2 : i32}> : (memref<4x4xi32>, index, index) -> ()
  return
}
