variable "d" {
  type    = list(string)
  default = { a = [ 1 , 2 ] , , b = { c = "d" } } .
}
