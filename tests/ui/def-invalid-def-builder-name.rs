mod d {
    ods_macros::include_ods!("def-invalid-def-builder-name.ods");

}

fn main() {}
