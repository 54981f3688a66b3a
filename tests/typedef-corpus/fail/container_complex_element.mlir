// complex accepts only integer and float element types.
"foo.a"() : () -> complex<!test.smpla>
