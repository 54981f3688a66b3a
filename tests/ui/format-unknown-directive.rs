mod d {
    ods_macros::include_ods!("format-unknown-directive.ods");
}

fn main() {}
