variable "g" {
  default = { a = "s" , x ? 1 : 2 )
}
