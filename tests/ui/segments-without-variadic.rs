mod d {
    ods_macros::include_ods!("segments-without-variadic.ods");
}

fn main() {}
