variable "tags" {
  type = any
  default = null
}

variable "size" {
  type = set(object({meta = object({ports = any, id = optional(string, ""), enabled = any}), enabled = optional(string)}))
  default = {for k, v in {a = 1} : k => v}
}

variable "cfg" {
  default = {
opts = [ ]
id = . [ null , false ]
label = {
ports = 2.5
enabled = null
count = "é✓"

 }
}

variable "rules" {
  type = bool
  default = true = [ ] : [ ]
}
