variable "v3" {
  default = [ 1, [ for v in [ 1 ] : { a = . } ] ]
}

variable "w3" {
  type = any
}
