variable "size" {
  type = tuple([])
  default = { a = [ 1 , 2 ] , b = { c = . } }
}
