// Dev-only oracle: kubectl's YAML path (apimachinery YAMLReader split, sigs.k8s.io/yaml YAMLToJSON over
// goyaml.v2) for each file named on the command line; one JSON line per document.
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"

	"sigs.k8s.io/yaml"
)

type lineReader struct{ r *bufio.Reader }

func (l *lineReader) Read() ([]byte, error) {
	var (
		isPrefix       = true
		err      error = nil
		line     []byte
		buffer   bytes.Buffer
	)
	for isPrefix && err == nil {
		line, isPrefix, err = l.r.ReadLine()
		buffer.Write(line)
	}
	buffer.WriteByte('\n')
	return buffer.Bytes(), err
}

func readDoc(r *lineReader) ([]byte, error) {
	var buffer bytes.Buffer
	for {
		line, err := r.Read()
		if err != nil && err != io.EOF {
			return nil, err
		}
		if i := bytes.Index(line, []byte("---")); i == 0 {
			trimmed := strings.TrimSpace(string(line[3:]))
			if len(trimmed) > 0 && trimmed[0] != '#' {
				return nil, fmt.Errorf("invalid Yaml document separator: %s", trimmed)
			}
			if buffer.Len() != 0 {
				return buffer.Bytes(), nil
			}
			if err == io.EOF {
				return nil, err
			}
		}
		if err == io.EOF {
			if buffer.Len() != 0 {
				return buffer.Bytes(), nil
			}
			return nil, err
		}
		buffer.Write(line)
	}
}

func main() {
	out := json.NewEncoder(os.Stdout)
	for _, name := range os.Args[1:] {
		data, err := os.ReadFile(name)
		if err != nil {
			out.Encode(map[string]interface{}{"file": name, "error": err.Error()})
			continue
		}
		r := &lineReader{bufio.NewReader(bytes.NewReader(data))}
		for i := 0; ; i++ {
			doc, err := readDoc(r)
			if err == io.EOF {
				break
			}
			if err != nil {
				out.Encode(map[string]interface{}{"file": name, "doc": i, "error": err.Error()})
				break
			}
			j, err := yaml.YAMLToJSON(doc)
			if err != nil {
				out.Encode(map[string]interface{}{"file": name, "doc": i, "error": err.Error()})
				break
			}
			out.Encode(map[string]interface{}{"file": name, "doc": i, "json": json.RawMessage(j)})
		}
	}
}
