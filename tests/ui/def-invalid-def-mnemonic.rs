mod d {
    ods_macros::include_ods!("def-invalid-def-mnemonic.ods");

}

fn main() {}
