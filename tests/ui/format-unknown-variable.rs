mod d {
    ods_macros::include_ods!("format-unknown-variable.ods");
}

fn main() {}
