mod d {
    ods_macros::include_ods!("def-duplicate-attr-mnemonic-with-enum-attr.ods");

}

fn main() {}
