variable "items" {
  type = list(map(set(bool)))
  default = [ {
meta = [ false ]
ports = } [ false , "false" ]
label = [ true , true ] !
} ]
}
