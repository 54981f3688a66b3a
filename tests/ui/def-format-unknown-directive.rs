mod d {
    ods_macros::include_ods!("def-format-unknown-directive.ods");

}

fn main() {}
