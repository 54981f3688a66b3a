// memref.view and memref.realloc accept `strided<[1]>`, whose affine map is the identity;
// casts between it and the identity layout.
func.func @f(%m: memref<2048xi8, strided<[1]>>, %n: index, %a: memref<4xf32, strided<[1]>>) {
  %v = memref.view %m[%n][] : memref<2048xi8, strided<[1]>> to memref<64x4xf32>
  %r = memref.realloc %a : memref<4xf32, strided<[1]>> to memref<8xf32, strided<[1]>>
  %c = memref.cast %a : memref<4xf32, strided<[1]>> to memref<?xf32>
  %d = memref.cast %c : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
  return
}
