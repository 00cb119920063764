variable "b" {
  type    = number
  default = [ for k , v in { a = 1 } : k v ] .
}
