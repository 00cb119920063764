variable "zone" {
  type    = list(any)
  default = [ { b = { c = . } } . b, 5 ]
}
