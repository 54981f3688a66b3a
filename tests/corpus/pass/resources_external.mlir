// external_resources entries with unknown keys are kept and printed back,
// one entry per line; values may be strings, booleans or hex blobs.
"foo.op"() : () -> ()
{-# external_resources: { mytool: { flag: true, name: "x y", data: "0x08000000DEADBEEF" }, other: { off: false } } #-}
