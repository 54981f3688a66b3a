mod d {
    ods_macros::include_ods!("def-custom-assembly-hooks-missing.ods");

}

fn main() {}
